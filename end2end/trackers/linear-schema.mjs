// Linear's GraphQL schema, as far as its SDK (@linear/sdk) declares it in TypeScript, and checks
// of GraphQL operations and JSON values against it. Used by fake.mjs.
//
// The SDK ships no .graphql file, but its dist/*.d.mts holds the types that graphql-codegen
// generated from the schema.

import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Kind, valueFromASTUntyped } from 'graphql';

const require = createRequire(import.meta.url);

// Output types are `type Issue = Node & { __typename?: "Issue"; state: WorkflowState; … };`,
// input types the same without `__typename`, arguments `type QueryIssueArgs = { id: … };`,
// unions `type A = B | C;` and enums `declare enum E { Name = "value", … }`. A field's type is
// `Scalars["String"]`, a type name, `Maybe<…>`/`InputMaybe<…>` (nullable), `Array<…>`, or a
// string literal; a field written `name?:` may be left out.

function tsType(text) {
  let m;
  if ((m = /^(?:Input)?Maybe<(.*)>$/.exec(text))) return nullable(tsType(m[1]));
  if ((m = /^Array<(.*)>$/.exec(text))) return { kind: 'nonnull', of: { kind: 'list', of: tsType(m[1]) } };
  if ((m = /^Scalars\["(\w+)"\]$/.exec(text))) return { kind: 'nonnull', of: { kind: 'named', name: m[1] } };
  if ((m = /^"(.*)"$/.exec(text))) return { kind: 'nonnull', of: { kind: 'literal', value: m[1] } };
  if (/^[\w$]+$/.test(text) && text !== 'any') return { kind: 'nonnull', of: { kind: 'named', name: text } };
  return { kind: 'any' };
}
const nullable = (type) => (type.kind === 'nonnull' ? type.of : type);
export const typeName = (type) =>
  type.kind === 'nonnull' ? `${typeName(type.of)}!` : type.kind === 'list' ? `[${typeName(type.of)}]` : type.name ?? type.kind;
export const namedOf = (type) => (type.kind === 'nonnull' || type.kind === 'list' ? namedOf(type.of) : type);

function readLinearSchema() {
  const dist = path.join(path.dirname(require.resolve('@linear/sdk/package.json')), 'dist');
  const text = fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.d.mts'))
    .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'))
    .find((content) => content.includes('\ntype Mutation = {'));
  if (!text) throw new Error("no dist/*.d.mts of @linear/sdk declares Linear's `type Mutation`");
  const types = new Map();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    let m = /^type ([\w$]+) = ((?:[\w$]+ & )*)\{$/.exec(lines[i]);
    if (m) {
      const fields = new Map();
      for (i += 1; i < lines.length && !lines[i].startsWith('}'); i += 1) {
        const field = /^ {2}([\w$]+)(\??): (.+);$/.exec(lines[i]);
        if (field) fields.set(field[1], { type: tsType(field[3]), optional: field[2] === '?' });
      }
      // Blocks that end otherwise (`} & Pick<…>;`) are the SDK's fragments, not the schema's types.
      if (lines[i] === '};') types.set(m[1], { kind: 'fields', bases: m[2].split(' & ').filter(Boolean), own: fields });
      continue;
    }
    if ((m = /^type ([\w$]+) = ([\w$]+(?: \| [\w$]+)+);$/.exec(lines[i]))) {
      types.set(m[1], { kind: 'union', members: m[2].split(' | ') });
    } else if ((m = /^declare enum ([\w$]+) \{$/.exec(lines[i]))) {
      const values = new Set();
      for (i += 1; !lines[i].startsWith('}'); i += 1) values.add(/"(.*)"/.exec(lines[i])?.[1]);
      types.set(m[1], { kind: 'enum', values });
    }
  }
  // Fields include those of the bases (`Node & {…}`); a type with `__typename` or that others
  // build on is an output type, the rest are inputs.
  const bases = new Set([...types.values()].flatMap((t) => t.bases ?? []));
  for (const [name, type] of types) {
    if (type.kind !== 'fields') continue;
    type.fields = new Map([...type.bases.flatMap((base) => [...(types.get(base)?.own ?? [])]), ...type.own]);
    type.kind = type.fields.has('__typename') || bases.has(name) ? 'object' : 'input';
  }
  for (const name of ['Scalars', 'Query', 'Mutation', 'Issue', 'IssueCreateInput', 'LinearWebhookEventTypeMap']) {
    if (!types.has(name)) throw new Error(`@linear/sdk's declarations no longer read as expected: no type ${name}`);
  }
  const scalars = new Set(types.get('Scalars').own.keys());
  return { types, scalars };
}

export const linearSchema = readLinearSchema();

// Does a JSON value fit a declared type? Problems go to `errors`, named by `at`.
export function checkValue(value, type, at, errors) {
  if (type.kind === 'any') return;
  if (type.kind === 'nonnull') {
    if (value === null || value === undefined) errors.push(`${at}: a ${typeName(type)} is required`);
    else checkValue(value, type.of, at, errors);
    return;
  }
  if (value === null || value === undefined) return;
  if (type.kind === 'list') {
    (Array.isArray(value) ? value : [value]).forEach((item, i) => checkValue(item, type.of, `${at}[${i}]`, errors));
    return;
  }
  if (type.kind === 'literal') {
    if (value !== type.value) errors.push(`${at}: must be ${JSON.stringify(type.value)}`);
    return;
  }
  const scalarChecks = {
    String: (v) => typeof v === 'string',
    ID: (v) => typeof v === 'string' || Number.isInteger(v),
    UUID: (v) => typeof v === 'string',
    Int: (v) => Number.isInteger(v),
    Float: (v) => typeof v === 'number',
    Boolean: (v) => typeof v === 'boolean',
    DateTime: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  };
  if (linearSchema.scalars.has(type.name)) {
    if (scalarChecks[type.name] && !scalarChecks[type.name](value)) errors.push(`${at}: ${JSON.stringify(value)} is not a ${type.name}`);
    return;
  }
  const declared = linearSchema.types.get(type.name);
  if (!declared) {
    errors.push(`${at}: unknown type ${type.name}`);
  } else if (declared.kind === 'enum') {
    if (!declared.values.has(value)) errors.push(`${at}: ${JSON.stringify(value)} is no value of ${type.name}`);
  } else if (declared.kind === 'union') {
    const fits = declared.members.some((member) => {
      const trial = [];
      checkValue(value, { kind: 'named', name: member }, at, trial);
      return trial.length === 0;
    });
    if (!fits) errors.push(`${at}: fits none of ${declared.members.join(', ')}`);
  } else if (typeof value !== 'object' || Array.isArray(value)) {
    errors.push(`${at}: ${type.name} must be an object`);
  } else {
    for (const key of Object.keys(value)) {
      if (!declared.fields.has(key)) errors.push(`${at}: Field "${key}" is not defined by type "${type.name}"`);
    }
    for (const [key, field] of declared.fields) {
      if (key === '__typename') continue;
      if (!field.optional && value[key] === undefined) {
        errors.push(`${at}: Field "${type.name}.${key}" of required type "${typeName(field.type)}" was not provided`);
      } else if (value[key] !== undefined) {
        checkValue(value[key], field.type, `${at}.${key}`, errors);
      }
    }
  }
}

// A GraphQL type (from a variable definition) as the same structure.
const graphqlType = (node) =>
  node.kind === Kind.NON_NULL_TYPE
    ? { kind: 'nonnull', of: graphqlType(node.type) }
    : node.kind === Kind.LIST_TYPE
      ? { kind: 'list', of: graphqlType(node.type) }
      : { kind: 'named', name: node.name.value };

// May a variable of this type stand where the argument's type is expected? (GraphQL's rule.)
function fits(variable, argument, hasDefault) {
  if (argument.kind === 'nonnull') {
    if (variable.kind === 'nonnull') return fits(variable.of, argument.of, false);
    return hasDefault && fits(variable, argument.of, false);
  }
  if (variable.kind === 'nonnull') return fits(variable.of, argument, false);
  if (argument.kind === 'list') return variable.kind === 'list' && fits(variable.of, argument.of, false);
  return variable.kind === 'named' && variable.name === argument.name;
}

// Checks an operation against the schema. Returns the problems, in graphql-js's words where it has some.
export function checkOperation(document, operation, variables) {
  const errors = [];
  const { types, scalars } = linearSchema;
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const declaredVariables = new Map();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = graphqlType(definition.type);
    declaredVariables.set(name, { type, hasDefault: Boolean(definition.defaultValue) });
    const named = namedOf(type).name;
    const declared = types.get(named);
    if (!scalars.has(named) && declared?.kind !== 'input' && declared?.kind !== 'enum') {
      errors.push(`Variable "$${name}" cannot be non-input type "${typeName(type)}".`);
      continue;
    }
    const value = variables[name] ?? (definition.defaultValue ? valueFromASTUntyped(definition.defaultValue, variables) : undefined);
    checkValue(value, type, `Variable "$${name}"`, errors);
  }

  const walk = (parentName, selectionSet) => {
    const parent = types.get(parentName);
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        if (!fragment) errors.push(`Unknown fragment "${selection.name.value}".`);
        else if (fragment.typeCondition && !types.has(fragment.typeCondition.name.value)) errors.push(`Unknown type "${fragment.typeCondition.name.value}".`);
        else walk(fragment.typeCondition?.name.value ?? parentName, fragment.selectionSet);
        continue;
      }
      const name = selection.name.value;
      if (name === '__typename') continue;
      const field = parent.kind === 'object' ? parent.fields.get(name) : undefined;
      if (!field) {
        errors.push(`Cannot query field "${name}" on type "${parentName}".`);
        continue;
      }
      // Arguments, against `${Type}${Field}Args`.
      const argumentTypes = types.get(`${parentName}${name[0].toUpperCase()}${name.slice(1)}Args`)?.fields ?? new Map();
      const given = new Set();
      for (const argument of selection.arguments ?? []) {
        const argumentName = argument.name.value;
        given.add(argumentName);
        const expected = argumentTypes.get(argumentName);
        if (!expected) {
          errors.push(`Unknown argument "${argumentName}" on field "${parentName}.${name}".`);
        } else if (argument.value.kind === Kind.VARIABLE) {
          const variable = declaredVariables.get(argument.value.name.value);
          if (!variable) errors.push(`Variable "$${argument.value.name.value}" is not defined.`);
          else if (!fits(variable.type, expected.type, variable.hasDefault)) {
            errors.push(`Variable "$${argument.value.name.value}" of type "${typeName(variable.type)}" used in position expecting type "${typeName(expected.type)}".`);
          }
        } else {
          checkValue(valueFromASTUntyped(argument.value, variables), expected.type, `Argument "${argumentName}"`, errors);
        }
      }
      for (const [argumentName, expected] of argumentTypes) {
        if (!expected.optional && !given.has(argumentName)) {
          errors.push(`Field "${name}" argument "${argumentName}" of type "${typeName(expected.type)}" is required, but it was not provided.`);
        }
      }
      // Objects need a selection of their fields; scalars and enums must not have one.
      const target = namedOf(field.type);
      const composite = ['object', 'union'].includes(types.get(target.name)?.kind);
      if (composite && !selection.selectionSet) {
        errors.push(`Field "${name}" of type "${typeName(field.type)}" must have a selection of subfields.`);
      } else if (!composite && selection.selectionSet) {
        errors.push(`Field "${name}" must not have a selection since type "${typeName(field.type)}" has no subfields.`);
      } else if (composite) {
        walk(target.name, selection.selectionSet);
      }
    }
  };
  walk(operation.operation === 'mutation' ? 'Mutation' : operation.operation === 'query' ? 'Query' : 'Subscription', operation.selectionSet);
  return errors;
}
