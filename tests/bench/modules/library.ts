import { librarySizeRows, measureLibrarySize } from '../librarySize.ts';
import type { BenchModule } from '../types.ts';

/** What the library adds to an app: `Button` alone, three components, everything, beside React alone. */
export const libraryModule: BenchModule = {
  name: 'library',
  run: async () => librarySizeRows(await measureLibrarySize()),
};
