// The discussion section (spec §3 Discussion, §4 Discussions, §9): questions and their answers, 3 a
// page on a phone and 10 on a desktop; the first page replaces the list, later pages are added below,
// and a failed page clears the list and paging, with a retry from the first page. Asking and
// reporting are for members (spec §6): an anonymous shopper signs in and comes back here, where the
// ask modal opens or the report completes.
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { DISCUSSION_PAGE_SIZE } from '@pdp/backend-api/discussions';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { formatIsoDate } from '@pdp/host-contract/date-format';
import { useMountProps } from '../../../shared/mount/mount-context';
import { resumeActionOf, withResumeAction, withoutResumeAction, type ResumeAction } from '../../../shared/mount/resume-action';
import { useModal } from '../../../shared/modal/use-modal';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { primaryButton, secondaryButton, textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { addPage } from '../../../shared/state/add-page';
import type { Question } from '../model/discussions';
import { askedAtom, questionsRequest } from '../state/discussion-atoms';

const DESKTOP_QUERY = '(min-width: 768px)';

const pageSize = () =>
  typeof window !== 'undefined' && window.matchMedia?.(DESKTOP_QUERY).matches ? DISCUSSION_PAGE_SIZE.desktop : DISCUSSION_PAGE_SIZE.phone;

function DiscussionSection({ productId }: { productId: string }) {
  const { t } = usePdpMessages(communityMessages);
  const { user, path, locale, requestLogin, navigate } = useMountProps();
  const { openModal } = useModal();
  const asked = useAtomValue(askedAtom);
  const [itemPerPage] = useState(pageSize);
  // A question the shopper asks starts the list again at page 1.
  const [paging, setPaging] = useState({ asked, page: 1 });
  const page = paging.asked === asked ? paging.page : 1;
  const setPage = (next: number) => setPaging({ asked, page: next });
  const [list, setList] = useState<Question[]>([]);
  const { state, retry } = useKeyedRequest(questionsRequest, { productId, page, itemPerPage, asked });
  const loaded = state?.status === 'loaded' ? state.data : null;
  const failed = state?.status === 'failed';

  useEffect(() => {
    if (loaded) setList((current) => addPage(current, loaded.page, loaded.questions));
  }, [loaded]);
  useEffect(() => {
    if (failed) setList([]);
  }, [failed]);

  const act = (action: ResumeAction, run: () => void) => (user ? run() : requestLogin({ returnTo: withResumeAction(path, action) }));
  const ask = () => act({ kind: 'ask' }, () => openModal({ id: 'discussion-ask', payload: { productId } }));
  const report = (target: 'question' | 'answer', id: string) =>
    act({ kind: 'report', target, id }, () => openModal({ id: 'content-report', payload: { target, id } }));

  // Back from login: open what the shopper asked for, once.
  const resumed = useRef(false);
  useEffect(() => {
    const action = user && !resumed.current ? resumeActionOf(path) : null;
    if (!action || !(action.kind === 'ask' || (action.kind === 'report' && (action.target === 'question' || action.target === 'answer')))) return;
    resumed.current = true;
    navigate({ path: withoutResumeAction(path), replace: true, resetScroll: false });
    if (action.kind === 'ask') openModal({ id: 'discussion-ask', payload: { productId } });
    else openModal({ id: 'content-report', payload: { target: action.target, id: action.id } });
  }, [navigate, openModal, path, productId, user]);

  const hasMore = loaded ? loaded.page < loaded.totalPages : false;
  const loading = !state || state.status === 'loading';
  const date = (iso: string) => (iso ? formatIsoDate(iso, locale) : '');

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 }}>
      <button type="button" onClick={ask} css={{ ...primaryButton, alignSelf: 'flex-start' }}>
        {t('pdp.discussion.ask')}
      </button>
      {failed && <InlineAlert message={t('pdp.discussion.failed')} actionLabel={t('pdp.page.retry')} onAction={() => (page === 1 ? retry() : setPage(1))} />}
      {loading && list.length === 0 && <p aria-busy="true">{t('pdp.discussion.loading')}</p>}
      {loaded && list.length === 0 && <p css={{ margin: 0 }}>{t('pdp.discussion.empty')}</p>}
      {list.length > 0 && (
        <ul aria-label={t('pdp.discussion.list')} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' }}>
          {list.map((question) => (
            <li
              key={question.id}
              css={{
                padding: `${theme.space(3)} 0`,
                borderTop: `1px solid ${theme.color.border}`,
                overflowWrap: 'anywhere',
                minWidth: 0,
                display: 'flex',
                flexDirection: 'column',
                gap: theme.space(2),
              }}
            >
              <p css={{ margin: 0, fontWeight: 600, whiteSpace: 'pre-line' }}>{question.question}</p>
              <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3), color: theme.color.muted, fontSize: 14 }}>
                <span>{t('pdp.discussion.askedBy', { name: question.name, date: date(question.createdDate) })}</span>
                <button
                  type="button"
                  aria-label={t('pdp.discussion.reportQuestion', { name: question.name })}
                  onClick={() => report('question', question.id)}
                  css={textButton}
                >
                  {t('pdp.discussion.report')}
                </button>
              </div>
              {question.answers.length === 0 && <p css={{ margin: 0, color: theme.color.muted }}>{t('pdp.discussion.noAnswer')}</p>}
              {question.answers.map((answer) => (
                <div
                  key={answer.id}
                  css={{
                    marginLeft: theme.space(3),
                    paddingLeft: theme.space(3),
                    borderLeft: `3px solid ${answer.seller ? theme.color.accent : theme.color.border}`,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: theme.space(1),
                  }}
                >
                  <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{answer.answer}</p>
                  <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3), color: theme.color.muted, fontSize: 14 }}>
                    <span>
                      {t('pdp.discussion.askedBy', { name: answer.name, date: date(answer.createdDate) })}
                      {answer.seller && (
                        <span
                          css={{
                            marginLeft: theme.space(2),
                            fontSize: 12,
                            padding: `2px ${theme.space(2)}`,
                            borderRadius: 10,
                            background: theme.color.accentBg,
                            color: theme.color.accent,
                          }}
                        >
                          {t('pdp.discussion.seller')}
                        </span>
                      )}
                    </span>
                    <button
                      type="button"
                      aria-label={t('pdp.discussion.reportAnswer', { name: answer.name })}
                      onClick={() => report('answer', answer.id)}
                      css={textButton}
                    >
                      {t('pdp.discussion.report')}
                    </button>
                  </div>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      {hasMore && !failed && (
        <button type="button" onClick={() => setPage(page + 1)} css={{ ...secondaryButton, alignSelf: 'flex-start' }}>
          {t('pdp.discussion.more')}
        </button>
      )}
      {loading && page > 1 && <p aria-busy="true">{t('pdp.discussion.loadingMore')}</p>}
    </div>
  );
}

/** The default export: what the page loads lazily (app/below-the-fold.ts). */
export default DiscussionSection;
