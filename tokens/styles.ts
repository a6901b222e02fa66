/** Side-effect entry: fonts, the base theme and document defaults. Import once per app (and in Storybook). */
import './fonts.css';
import './theme.css';
import './global.css';
