import { afterEach } from 'vitest';
// The library's three stylesheets, explicitly: fonts and the document base are opt-in (see docs/library.md).
import '../../tokens/fonts.css';
import '../../tokens/theme.css';
import '../../tokens/global.css';
import { cleanup } from './render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => cleanup());
