/**
 * Writes the station's sound cues (000 §1, §9) to public/sounds/{name}.wav. The files are generated, not drawn from
 * a sound library, so the station owns them outright; rerun after changing a cue in src/shell/sounds/synthesise.ts:
 *
 *   npx tsx scripts/make-sounds.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodeWav } from '../src/shell/sounds/encode-wav.ts';
import { soundNames } from '../src/shell/sounds/sound-names.ts';
import { cueSampleRate, synthesise } from '../src/shell/sounds/synthesise.ts';

const folder = fileURLToPath(new URL('../public/sounds/', import.meta.url));
mkdirSync(folder, { recursive: true });
for (const name of soundNames) {
  const wav = encodeWav(synthesise(name), cueSampleRate);
  writeFileSync(`${folder}${name}.wav`, wav);
  console.log(`public/sounds/${name}.wav  ${wav.length} bytes`);
}
