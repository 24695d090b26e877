// The tslib helpers @docusaurus/utils-common uses (see ./index.ts), from tslib's ES module.
export { __importDefault } from 'tslib';
