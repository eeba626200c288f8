import { render, screen } from '@testing-library/react';
import { PageErrorBoundary } from './page-error-boundary';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('page exploded');
  return <p>Halaman baik</p>;
}

describe('a host page that throws', () => {
  it('shows the fallback and logs, then renders the next location afresh', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <PageErrorBoundary resetKey="/a" fallback={<p>Server sedang bermasalah</p>}>
        <Page broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Server sedang bermasalah')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[host] page-error', { reason: 'page exploded' });

    view.rerender(
      <PageErrorBoundary resetKey="/b" fallback={<p>Server sedang bermasalah</p>}>
        <Page broken={false} />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Halaman baik')).toBeInTheDocument();
    error.mockRestore();
  });
});
