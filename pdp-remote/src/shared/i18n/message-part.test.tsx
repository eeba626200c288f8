// A message part on its own: the first time it is shown in English, its component waits (behind its
// Suspense boundary) for the English and then shows it, never its Indonesian first. Shown by a click
// (user-event's events run in a synchronous act()), as a modal whose chunk is already loaded shows a
// part only it uses: a suspension through use() there never rendered again (the report menu's English).
// When the English fails to load, the part shows its Indonesian.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { MessagesContext, messagesOf } from './i18n-provider';
import { useMessagePart, type MessagePart } from './message-part';

function aPart(
  loadEnglish: MessagePart<'part.title'>['loadEnglish'] = () =>
    new Promise((resolve) => setTimeout(() => resolve({ default: { 'part.title': 'Part title' } }), 10)),
): MessagePart<'part.title'> {
  return { name: 'test-part', id: { 'part.title': 'Judul bagian' }, loadEnglish };
}

function Title({ part }: { part: MessagePart<'part.title'> }) {
  const { t } = useMessagePart<'part.title', never>(part);
  return <h2>{t('part.title')}</h2>;
}

function Page({ part }: { part: MessagePart<'part.title'> }) {
  const [shown, setShown] = useState(false);
  return (
    <MessagesContext.Provider value={messagesOf('en-ID', {})}>
      <button type="button" onClick={() => setShown(true)}>
        Show
      </button>
      <Suspense fallback={<p>Loading</p>}>{shown && <Title part={part} />}</Suspense>
    </MessagesContext.Provider>
  );
}

describe('a message part in English', () => {
  it('shows its English once loaded when a click first shows it', async () => {
    render(<Page part={aPart()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.queryByText('Judul bagian')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Part title' })).toBeInTheDocument();
  });

  it('shows its Indonesian when the English fails to load, asking once', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadEnglish = jest.fn(() => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('chunk gone')), 10)));
    render(<Page part={aPart(loadEnglish)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('heading', { name: 'Judul bagian' })).toBeInTheDocument();
    expect(loadEnglish).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('[i18n] English messages of test-part failed to load', expect.any(Error));
    logged.mockRestore();
  });
});
