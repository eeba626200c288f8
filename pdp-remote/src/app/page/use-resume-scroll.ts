// Back from login with a members' action below the fold (shared/mount/resume-action.ts), the page
// scrolls to the action's section so that it loads and finishes the action.
import { useEffect } from 'react';
import { useMountProps } from '../../shared/mount/mount-context';
import { resumeSectionOf } from '../../shared/mount/resume-param';
import { sectionElementId } from './section-nav';

export function useResumeScroll(): void {
  const { user, path } = useMountProps();
  const section = user ? resumeSectionOf(path) : null;
  useEffect(() => {
    if (section) document.getElementById(sectionElementId(section))?.scrollIntoView();
  }, [section]);
}
