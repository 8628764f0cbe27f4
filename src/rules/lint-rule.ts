/**
 * `lintRule` of unified-lint-rule, with one difference: a severity given alone (`[rule, 'off']`,
 * `[rule, 'error']`, `[rule, 0]`, as its own types allow) is read as the severity. unified-lint-rule
 * takes a lone label or number for the rule's option and runs the rule as a warning, so `'off'`
 * would silently leave it on; here it turns the rule off, as `false` and `['off']` do. (No rule
 * here takes a string or a number as its option.)
 */
import { lintRule as unifiedLintRule, type Label, type Meta, type Plugin, type Rule } from 'unified-lint-rule';
import type { Node } from 'unist';

const LABELS: readonly string[] = ['off', 'on', 'warn', 'error'] satisfies Label[];

export function lintRule<Tree extends Node = Node, Option = unknown>(meta: Meta, rule: Rule<Tree, Option>): Plugin<Tree, Option> {
  const plugin = unifiedLintRule<Tree, Option>(meta, rule);
  const wrapped = function (this: unknown, config?: Parameters<Plugin<Tree, Option>>[0]) {
    const alone = (typeof config === 'string' && LABELS.includes(config)) || config === 0 || config === 1 || config === 2;
    const coerced = alone ? [config] : config;
    return (plugin as (this: unknown, c: unknown) => ReturnType<Plugin<Tree, Option>>).call(this, coerced);
  };
  // unified reports a plugin by its name: keep the rule's.
  Object.defineProperty(wrapped, 'name', { value: plugin.name });
  return wrapped as Plugin<Tree, Option>;
}
