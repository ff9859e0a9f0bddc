import js from "@eslint/js"
import astro from "eslint-plugin-astro"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      // The builds: build/ and the e2e suite's build-analytics/, build-estimate/, build-leads/ and build-booking/.
      "build*/",
      ".astro/",
      "node_modules/",
      "src/generated/",
      "public/",
      "test-results/",
      "playwright-report/",
      ".wrangler/",
      // Scratch space, e.g. the copy of the project the editor's e2e test runs npm run cms in.
      ".cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    ...jsxA11y.flatConfigs.recommended,
    // The .astro files get the same rules through eslint-plugin-astro (astro/jsx-a11y/*), which knows Astro's syntax.
    files: ["**/*.{js,mjs,cjs,jsx,ts,tsx}"],
    // The whole plugin object, the one eslint-plugin-astro registers too: ESLint refuses two objects of one name.
    plugins: { "jsx-a11y": jsxA11y },
  },
  // The pages and the layout: Astro's own rules, and the accessibility rules of the components' JSX.
  ...astro.configs["flat/recommended"],
  ...astro.configs["flat/jsx-a11y-recommended"],
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // The code-size bar: no file over 600 lines; a longer one is two ideas (docs/contributing.md).
      "max-lines": ["error", { max: 600 }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Tests read untyped JSON-LD and third-party globals.
    files: ["tests/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
)
