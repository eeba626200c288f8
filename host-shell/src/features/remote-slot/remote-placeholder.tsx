// Holds the product page's space while its remote loads, so the page does not jump when it mounts.
import { keyframes } from '@emotion/react';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostTheme } from '../../shared/ui/styles';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });
const block = { background: hostTheme.color.subtle, borderRadius: hostTheme.radius, animation: `${pulse} 1.4s ease-in-out infinite` } as const;

function RemotePlaceholder() {
  const { t } = useHostTranslator();
  return (
    <div
      role="status"
      css={{ maxWidth: 1200, margin: '0 auto', padding: 16, display: 'grid', gap: 24, '@media (min-width: 768px)': { gridTemplateColumns: '5fr 6fr' } }}
    >
      <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>{t('host.remote.loading')}</span>
      <div css={{ ...block, aspectRatio: '1 / 1' }} />
      <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div css={{ ...block, height: 28, width: '90%' }} />
        <div css={{ ...block, height: 34, width: '40%' }} />
      </div>
    </div>
  );
}

/** The default export: what the product route loads for a page the browser renders. */
export default RemotePlaceholder;
