/** Side-effect entry without fonts: the base theme and document defaults (what the library's CSS file carries). */
import './theme.css';
import './global.css';
