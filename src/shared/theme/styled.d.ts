import 'styled-components';
import type { Theme } from './tokens.ts';

declare module 'styled-components' {
  // An interface (not a type alias) is what module augmentation needs; it adds nothing of its own.
  export interface DefaultTheme extends Theme {}
}
