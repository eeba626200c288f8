// Notify me when stock returns: an e-mail (spec §5: `Email-nya tidak valid.` when it is not one), sent
// once; success opens the success modal and the item shows as notified. A failure keeps what was typed.
import { useId, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { closeModalAtom, openModalAtom } from '../../../shared/modal/modal-atoms';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { buyingMessages } from '../../../shared/i18n/parts/buying';
import { primaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { notifyMe } from '../api/buying-api';
import { isValidEmail } from '../model/email';
import { notifiedItemsAtom } from '../state/buying-atoms';

export default function NotifyMeModal({ payload, onClose }: { payload: ModalPayloads['notify-me']; onClose: () => void }) {
  const { t } = usePdpMessages(buyingMessages);
  const client = useAtomValue(requireBackendClientAtom);
  const setNotified = useSetAtom(notifiedItemsAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const openModal = useSetAtom(openModalAtom);
  const fieldId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'invalid' | 'sending' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    if (!isValidEmail(email)) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    try {
      await notifyMe(client, payload.itemSku, email.trim());
      setNotified((items) => new Set([...items, payload.itemSku]));
      closeModal();
      openModal({ id: 'notify-me-success', payload: { email: email.trim() } });
    } catch {
      setStatus('failed');
    }
  };

  return (
    <ModalFrame title={t('pdp.notifyMe.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <p css={{ margin: 0 }}>{t('pdp.notifyMe.body', { name: payload.productName })}</p>
        <label htmlFor={fieldId}>{t('pdp.notifyMe.email')}</label>
        <input
          id={fieldId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status === 'invalid') setStatus('idle');
          }}
          aria-invalid={status === 'invalid'}
          aria-describedby={status === 'invalid' ? errorId : undefined}
          css={{
            minHeight: 44,
            font: 'inherit',
            padding: `0 ${theme.space(2)}`,
            borderRadius: theme.radius,
            border: `1px solid ${status === 'invalid' ? theme.color.price : theme.color.border}`,
            '&:focus-visible': theme.focusRing,
          }}
        />
        {status === 'invalid' && (
          <p id={errorId} role="alert" css={{ margin: 0, color: theme.color.price }}>
            {t('pdp.notifyMe.invalidEmail')}
          </p>
        )}
        {status === 'failed' && (
          <p role="alert" css={{ margin: 0, color: theme.color.warning }}>
            {t('pdp.notifyMe.failed')}
          </p>
        )}
        <button type="submit" css={primaryButton} disabled={status === 'sending'}>
          {t(status === 'sending' ? 'pdp.notifyMe.sending' : 'pdp.notifyMe.submit')}
        </button>
      </form>
    </ModalFrame>
  );
}
