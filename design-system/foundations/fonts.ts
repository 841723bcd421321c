// Bundled fonts (all subsets, so Vietnamese and German glyphs render the same everywhere, screenshots included).
// Each @fontsource weight file declares every subset with a unicode-range; the browser loads only what a page uses.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/jetbrains-mono/400.css';
