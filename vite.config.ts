/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { execSync } from 'node:child_process';
import { stationCsp } from './build/csp.ts';

/** The support dialog's build hash and date (000 §1, §2.9); 'dev' outside a git checkout. */
function buildHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

/**
 * Test files that run isolated, apart from the shared module graph of the rest: those that mock a module with vi.mock,
 * and the stories, which fail on any console error (work a component file left running in the same worker, such as a
 * pending act(), would otherwise land in them).
 */
const isolatedTests = ['src/widgets/status/event-log.widget.test.tsx', 'stories/**/*.test.{ts,tsx}'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_STATION_');
  return {
    plugins: [
      react(),
      tailwindcss(),
      stationCsp({
        apiUrls: [
          process.env.VITE_STATION_API_URL || env.VITE_STATION_API_URL || 'http://localhost:4000',
          // The QC status service (002 §7) when the build gives it a base of its own.
          ...[process.env.VITE_STATION_QC_URL || env.VITE_STATION_QC_URL].filter((url): url is string => !!url),
        ],
        identityProviderUrl:
          process.env.VITE_STATION_OIDC_AUTHORITY || env.VITE_STATION_OIDC_AUTHORITY || 'http://localhost:4001',
      }),
    ],
    define: {
      __BUILD_HASH__: JSON.stringify(buildHash()),
      __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
    },
    server: { strictPort: true },
    test: {
      projects: [
        {
          // Rules and modules without a page: Node, no DOM to build per file. A file that needs one says so with a
          // `@vitest-environment jsdom` docblock.
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            globals: true,
            include: ['src/**/*.test.ts', 'build/**/*.test.ts', 'bench/**/*.test.ts'],
            setupFiles: ['./src/test/setup-unit.ts'],
            // One module graph per worker, not per file: importing the app's modules again for each of 240 files
            // cost more than the tests (measured: 99 s → 51 s). Globals and env stubs are undone after each test.
            isolate: false,
            unstubGlobals: true,
            unstubEnvs: true,
            testTimeout: 15_000,
            // Handler tests open the sandbox in process (PGlite, seeded) in a hook, as the sandbox project does.
            hookTimeout: 60_000,
          },
        },
        {
          // Components, widgets and stories: a DOM per file (jsdom).
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            globals: true,
            include: ['src/**/*.test.tsx', 'stories/**/*.test.{ts,tsx}'],
            exclude: isolatedTests,
            setupFiles: ['./src/test/setup.ts'],
            // A jsdom and React per worker, not per file (measured: 189 s → 57 s); each test unmounts what it rendered.
            isolate: false,
            unstubGlobals: true,
            unstubEnvs: true,
            // Component tests of whole dialogs take 1–2 s alone; on a loaded 2-core CI machine 5 s was too tight.
            testTimeout: 15_000,
            hookTimeout: 60_000,
          },
        },
        {
          // Each file with a module graph of its own (isolatedTests).
          extends: true,
          test: {
            name: 'components-isolated',
            environment: 'jsdom',
            globals: true,
            include: isolatedTests,
            setupFiles: ['./src/test/setup.ts'],
            testTimeout: 15_000,
          },
        },
        {
          test: {
            name: 'sandbox',
            environment: 'node',
            globals: true,
            include: ['sandbox/**/*.test.ts', 'tests/integration/**/*.test.ts'],
            // PGlite's WebAssembly is compiled once per worker instead of once per file (measured: 120 s → 58 s).
            isolate: false,
            unstubGlobals: true,
            unstubEnvs: true,
            // The PostgreSQL suites' server, started only when the test command asks (STATION_TEST_POSTGRES=1).
            globalSetup: ['./tests/postgres/vitest-global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
