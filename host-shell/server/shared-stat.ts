// `fs.stat` shared by the requests that ask for the same path while one is under way (issue 41). A
// page request checks three files (the page's path among the build's files, the page template, the
// run-time configuration), so that a release is seen at once; under load many requests check the
// same files at the same moment, and one look answers them all. It is as fresh as each caller's own
// would have been: a look is shared only while it is in flight, never kept after it answered.
import { promises as fs, type Stats } from 'node:fs';

const inFlight = new Map<string, Promise<Stats>>();

export function sharedStat(filePath: string): Promise<Stats> {
  let look = inFlight.get(filePath);
  if (!look) {
    look = fs.stat(filePath).finally(() => inFlight.delete(filePath));
    inFlight.set(filePath, look);
  }
  return look;
}
