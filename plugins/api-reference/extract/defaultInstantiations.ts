/**
 * Generic components and types, read with their type parameters at their defaults: what a reader's JSX gets when
 * nothing infers another type. `ChartsDataProviderPro`'s props are a mapped type over its plugins' signatures, which
 * has no properties until instantiated: read as declared, its page lost `xAxis`, `yAxis` and the zoom props; `XAxis`
 * lost `min` and `max`. The checker has no public API that instantiates a signature, so a module of the program's own
 * does it: a call without arguments resolves the signature with every type parameter at its default, and a type named
 * without arguments takes its defaults.
 */
import path from 'node:path';
import ts from 'typescript';

export interface GenericExport {
  /** A key of the caller's choosing, under which the instantiated type is returned. */
  key: string;
  /** The declaration file of the package root that exports it (`…/@mui/x-charts-pro/index.d.ts`). */
  typesFile: string;
  name: string;
  kind: 'component' | 'type';
}

export interface DefaultInstantiations {
  fileName: string;
  text: string;
  exports: readonly GenericExport[];
}

/** The module's specifier for a declaration file: the JavaScript file it declares, by absolute path. */
function specifierOf(typesFile: string): string {
  return typesFile.replace(/\.d\.([cm]?)ts$/, '.$1js');
}

/**
 * A CommonJS module (`.cts`) that imports each package root by the path of its declaration file, so that its names
 * are the symbols the program's root files declare.
 */
export function defaultInstantiations(nodeModulesDir: string, exports: readonly GenericExport[]): DefaultInstantiations {
  const lines = exports.map(({ typesFile, name, kind }, index) => {
    const imported = `import(${JSON.stringify(specifierOf(typesFile))}).${name}`;
    return kind === 'component'
      ? `declare const component${index}: typeof ${imported};\nexport const props${index} = component${index}();`
      : `export type Type${index} = ${imported};`;
  });
  return {
    fileName: path.join(path.resolve(nodeModulesDir), '..', '__api-reference-default-instantiations__.cts'),
    text: `${lines.join('\n')}\n`,
    exports,
  };
}

/** Serves the module to the compiler beside the files on disk. */
export function hostWith(options: ts.CompilerOptions, module: DefaultInstantiations): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === module.fileName
      ? ts.createSourceFile(fileName, module.text, languageVersion)
      : getSourceFile(fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => fileName === module.fileName || fileExists(fileName);
  host.readFile = (fileName) => (fileName === module.fileName ? module.text : readFile(fileName));
  return host;
}

/** Each export's instantiated type, by key: a component's props, or the type itself. */
export function readDefaultInstantiations(program: ts.Program, module: DefaultInstantiations): Map<string, ts.Type> {
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(module.fileName);
  const types = new Map<string, ts.Type>();
  if (!sourceFile) return types;
  // The module's statements by the name they declare: `componentN` is called in `propsN`'s initializer.
  const calls = new Map<string, ts.CallExpression>();
  const aliases = new Map<string, ts.TypeAliasDeclaration>();
  for (const statement of sourceFile.statements) {
    if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement);
    const initializer = ts.isVariableStatement(statement) ? statement.declarationList.declarations[0]?.initializer : undefined;
    if (initializer && ts.isCallExpression(initializer)) calls.set(initializer.expression.getText(sourceFile), initializer);
  }
  for (const [index, exported] of module.exports.entries()) {
    if (exported.kind === 'component') {
      const call = calls.get(`component${index}`);
      const propsParameter = call && checker.getResolvedSignature(call)?.getParameters()[0];
      if (call && propsParameter) types.set(exported.key, checker.getTypeOfSymbolAtLocation(propsParameter, call));
    } else {
      const alias = aliases.get(`Type${index}`);
      if (alias) types.set(exported.key, checker.getTypeAtLocation(alias.name));
    }
  }
  return types;
}
