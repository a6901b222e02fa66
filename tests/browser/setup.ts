import { afterEach } from 'vitest';
import '../../tokens/styles';
import { cleanup } from './render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => cleanup());
