/** Side-effect entry: self-hosted fonts, the base theme and document defaults. Import once per app (and in Storybook). */
import './fonts.css';
import './base';
