// Copies the few vendor files the web pages use into ../static/vendor/ (git-ignored):
// the gov.br Design System CSS (MIT) and the Raleway font (OFL), its documented
// fallback for Rawline, and the Swagger UI (Apache-2.0) and ReDoc (MIT) bundles that
// /docs and /redoc load, so they work without internet (issue 14).
// Run by `npm ci` (postinstall) or `npm run copy`.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "static", "vendor");
const ds = join(here, "node_modules", "@govbr-ds", "core");
const raleway = join(here, "node_modules", "@fontsource", "raleway");

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "govbr-ds"), { recursive: true });
mkdirSync(join(out, "raleway", "files"), { recursive: true });

for (const f of ["core.min.css", "core.min.css.map"]) {
  copyFileSync(join(ds, "dist", f), join(out, "govbr-ds", f));
}
copyFileSync(join(ds, "LICENSE"), join(out, "govbr-ds", "LICENSE"));

// Raleway 400/600/700 (normal) and 400 italic, latin subset (covers Portuguese), woff2 only.
const weights = ["400", "600", "700"];
const css = [];
for (const subset of ["latin"]) {
  for (const w of weights) {
    for (const style of w === "400" ? ["normal", "italic"] : ["normal"]) {
      const name = `raleway-${subset}-${w}-${style}.woff2`;
      copyFileSync(join(raleway, "files", name), join(out, "raleway", "files", name));
      css.push(`@font-face{font-family:"Raleway";font-style:${style};font-display:swap;` +
               `font-weight:${w};src:url(files/${name}) format("woff2");}`);
    }
  }
}
writeFileSync(join(out, "raleway", "raleway.css"), css.join("\n") + "\n");
copyFileSync(join(raleway, "LICENSE"), join(out, "raleway", "LICENSE"));
const swagger = join(here, "node_modules", "swagger-ui-dist");
mkdirSync(join(out, "swagger-ui"), { recursive: true });
for (const f of ["swagger-ui-bundle.js", "swagger-ui.css", "LICENSE"]) {
  copyFileSync(join(swagger, f), join(out, "swagger-ui", f));
}
const redoc = join(here, "node_modules", "redoc");
mkdirSync(join(out, "redoc"), { recursive: true });
copyFileSync(join(redoc, "bundles", "redoc.standalone.js"), join(out, "redoc", "redoc.standalone.js"));
copyFileSync(join(redoc, "LICENSE"), join(out, "redoc", "LICENSE"));

const n = readdirSync(join(out, "raleway", "files")).length;
console.log(`static/vendor: govbr-ds core.min.css + ${n} Raleway woff2 files copied`);
