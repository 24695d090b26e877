/**
 * Every `@x-docs/ui-messages/<namespace>` in component tests: English, whole, as the English build's namespaces add
 * it (`setUiLanguage` adds another language's). Which module imports which namespace is checked by
 * plugins/translations/__tests__/namespaceImports.test.ts.
 */
import english from '@site/src/translations/en.json';
import { addMessages } from '@theme/Translations/messages';

addMessages('en', english);
