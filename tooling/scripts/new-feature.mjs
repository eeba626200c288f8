// `npm run new:feature NAME`: a new feature of the retail page, in its own folder
// (pdp-remote/src/features/NAME/) with its manifest, its messages in both languages, one modal and the
// modal's test, and its place in the list of features (an import and an entry of
// app/registries/features.ts, before the app's own). Its English is a chunk
// named by its folder (`pdp-messages-NAME-en`, tooling/webpack/chunk-groups-plugin.cjs). What it writes
// compiles, passes lint and knip, and its test passes; docs/adding-a-feature.md goes on from there (a
// section on the page, a backend call).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const name = process.argv[2] ?? '';
const usage = 'Usage: npm run new:feature NAME (lower-case words joined by hyphens, e.g. gift-wrap)';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error(usage);
  process.exit(2);
}

// NEW_FEATURE_ROOT: another tree to write into (the script's own test).
const root = process.env.NEW_FEATURE_ROOT ?? ROOT;
const FEATURES = path.join(root, 'pdp-remote/src/features');
const REGISTRY = path.join(root, 'pdp-remote/src/app/registries/features.ts');
const folder = path.join(FEATURES, name);
if (existsSync(folder)) {
  console.error(`pdp-remote/src/features/${name} exists already.`);
  process.exit(2);
}

const camel = name.replace(/-([a-z0-9])/g, (_match, letter) => letter.toUpperCase());
const Pascal = camel[0].toUpperCase() + camel.slice(1);
const words = name.replaceAll('-', ' ');

const files = {
  'manifest.ts': `// The ${words} feature's modals: what each needs (its payload, which any feature may open it with)
// and its chunk. app/registries/features.ts lists it with every feature's.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** The ${words} modal, for the item on screen. */
    '${name}': { itemSku: string };
  }
}

export const ${camel}Manifest = {
  modals: {
    '${name}': () => import('./components/${name}-modal'),
  },
} satisfies FeatureManifest<Pick<ModalPayloads, '${name}'>>;
`,
  [`messages/${name}.ts`]: `// The message part of ${words}: its Indonesian travels with the feature's chunks, its English is a
// chunk (pdp-messages-${name}-en), loaded the first time it is shown in English.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { ${camel}MessagesId, type ${Pascal}MessageId } from './${name}.messages.id';

export const ${camel}Messages: MessagePart<${Pascal}MessageId> = {
  name: '${name}',
  id: ${camel}MessagesId,
  loadEnglish: () => import('./${name}.messages.en'),
};
`,
  [`messages/${name}.messages.id.ts`]: `// The Indonesian messages of ${words} (a message part: see shared/i18n/message-part.ts). Where the
// spec gives the words, they are used exactly.
export const ${camel}MessagesId = {
  'pdp.${camel}.title': '${Pascal.replace(/([a-z])([A-Z0-9])/g, '$1 $2')}',
  'pdp.${camel}.body': 'Untuk barang {itemSku}.',
} as const;

export type ${Pascal}MessageId = keyof typeof ${camel}MessagesId;
`,
  [`messages/${name}.messages.en.ts`]: `// The English messages of ${words}: the same ids as the Indonesian ones, which the type holds it to.
import type { ${Pascal}MessageId } from './${name}.messages.id';

const ${camel}MessagesEn: Readonly<Record<${Pascal}MessageId, string>> = {
  'pdp.${camel}.title': '${Pascal.replace(/([a-z])([A-Z0-9])/g, '$1 $2')}',
  'pdp.${camel}.body': 'For item {itemSku}.',
};

export default ${camel}MessagesEn;
`,
  [`components/${name}-modal.tsx`]: `// The ${words} modal: its title and what it says about the item on screen.
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { ${camel}Messages } from '../messages/${name}';

export default function ${Pascal}Modal({ payload, onClose }: { payload: ModalPayloads['${name}']; onClose: () => void }) {
  const { t } = usePdpMessages(${camel}Messages);
  return (
    <ModalFrame title={t('pdp.${camel}.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p>{t('pdp.${camel}.body', { itemSku: payload.itemSku })}</p>
    </ModalFrame>
  );
}
`,
  [`${name}.test.tsx`]: `// The ${words} modal as a shopper meets it: opened by its id through the page's modal registry, in
// Indonesian and in English, and closed with its button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useModal } from '../../shared/modal/use-modal';
import { renderRemote, retailDefinition } from '../../__tests__/render-remote';
import { startBackendMock } from '@pdp/test-kit/backend-mock';

startBackendMock();

/** A page that opens the modal once mounted, as the feature's own button will. */
function Opener() {
  const { openModal } = useModal();
  useEffect(() => openModal({ id: '${name}', payload: { itemSku: 'SKU-1' } }), [openModal]);
  return null;
}

/** The retail remote with that page in place of the product page. */
const opening = { ...retailDefinition, App: Opener };

describe('the ${words} modal', () => {
  it.each([
    ['id', '${Pascal.replace(/([a-z])([A-Z0-9])/g, '$1 $2')}', 'Untuk barang SKU-1.', 'Tutup'],
    ['en', '${Pascal.replace(/([a-z])([A-Z0-9])/g, '$1 $2')}', 'For item SKU-1.', 'Close'],
  ] as const)('opens by its id and closes (%s)', async (locale, title, body, close) => {
    renderRemote({ locale }, opening);
    const dialog = await screen.findByRole('dialog', { name: title });
    // English arrives after the first paint: the part waits for it behind its boundary.
    expect(await within(dialog).findByText(body)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
  });
});
`,
};

for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), text);
}

// The one registration: the manifest in the list of the page's features, before the app's own.
const registry = readFileSync(REGISTRY, 'utf8');
const registered = registry
  .replace(/(import \{ appManifest \} from '\.\/app-manifest';\n)/, `import { ${camel}Manifest } from '../../features/${name}/manifest';\n$1`)
  .replace(/(\n {2}appManifest,\n\] as const;)/, `\n  ${camel}Manifest,$1`);
if (registered.split(`${camel}Manifest`).length !== 3) {
  console.error(`Could not register it in ${path.relative(root, REGISTRY)}: add the manifest there by hand.`);
  process.exit(1);
}
writeFileSync(REGISTRY, registered);

console.log(`Wrote pdp-remote/src/features/${name}/ (manifest, messages, a modal and its test) and registered it in
pdp-remote/src/app/registries/features.ts.
Next: docs/adding-a-feature.md (a section, a backend call).
Check it: npx jest pdp-remote/src/features/${name}`);
