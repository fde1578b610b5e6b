import { getPath } from '../../core/forms/value-path.ts';
import { compileExpression, type CompiledExpression } from '../expressions/compile-expression.ts';
import type { DescriptorProblem } from './descriptor-problem.ts';
import { regionNames, type ActionDescriptor, type ScreenDescriptor, type WidgetNode } from './descriptor-types.ts';
import type { LoadedAction, LoadedNode, LoadedScreen, WidgetLookup } from './loaded-screen.ts';
import { checkScreenShape, propsCheck } from './schema-validation.ts';
import { scopeRoots } from '../state/screen-scope.ts';
import { resolveNamedRules } from './named-rules.ts';

/**
 * What a widget's rules may read; an action's rules also read `event`, what the widget acted on; a row rule reads only
 * `row`, the row the widget judges.
 */
const nodeRoots: ReadonlySet<string> = new Set(scopeRoots);
const actionRoots: ReadonlySet<string> = new Set([...scopeRoots, 'event']);
const rowRoots: ReadonlySet<string> = new Set(['row']);

/**
 * Checks a descriptor (its JSON Schema, each widget's props schema, every json-logic rule) and compiles it for
 * rendering. A wrong shape fails the whole screen; a wrong widget fails that widget alone, so the rest still works.
 */
export function loadScreen(json: unknown, file: string, lookup: WidgetLookup): LoadedScreen {
  const shapeProblems = checkScreenShape(json, '$');
  if (shapeProblems.length > 0) {
    const problems = shapeProblems.map(({ path, message }) => ({ file, path, message }));
    const screen =
      typeof (json as { screen?: unknown })?.screen === 'string' ? (json as { screen: string }).screen : '';
    return { file, screen, variant: '', regions: {}, problems };
  }
  const descriptor = json as ScreenDescriptor;
  const problems: DescriptorProblem[] = [];
  const named = descriptor.rules ?? {};
  const rule = (
    value: unknown,
    path: string,
    into: DescriptorProblem[],
    roots: ReadonlySet<string> = nodeRoots,
  ): CompiledExpression | undefined => {
    if (value === undefined) return undefined;
    const resolved = resolveNamedRules(value, named, path);
    if (!resolved.ok) {
      into.push({ file, path: resolved.path, message: resolved.message });
      return undefined;
    }
    const result = compileExpression(resolved.rule, path);
    into.push(...result.problems.map((p) => ({ file, ...p })));
    const unknown = [...(result.compiled?.roots ?? [])].filter((root) => !roots.has(root));
    if (unknown.length > 0) {
      const known = [...roots].join(', ');
      into.push({ file, path, message: `rule reads unknown scope root '${unknown[0]}' (known: ${known})` });
      return undefined;
    }
    return result.compiled;
  };
  const ruleMap = (rules: Record<string, unknown> | undefined, path: string, into: DescriptorProblem[]) => {
    const compiled = new Map<string, CompiledExpression>();
    for (const [name, value] of Object.entries(rules ?? {})) {
      const result = rule(value, `${path}.${name}`, into, actionRoots);
      if (result) compiled.set(name, result);
    }
    return compiled;
  };
  const loadAction = (action: ActionDescriptor, path: string, into: DescriptorProblem[]): LoadedAction => {
    const then = (next: ActionDescriptor | undefined) => (next ? loadAction(next, `${path}.then`, into) : undefined);
    switch (action.type) {
      case 'navigate': {
        const { params, state, ...rest } = action;
        return {
          ...rest,
          params: ruleMap(params, `${path}.params`, into),
          ...(state && { state: ruleMap(state, `${path}.state`, into) }),
        };
      }
      case 'handler':
        return { ...action, args: ruleMap(action.args, `${path}.args`, into) };
      case 'set':
        return { ...action, value: rule(action.value, `${path}.value`, into, actionRoots) };
      case 'reader':
      case 'dialog': {
        const { then: next, ...rest } = action;
        return next ? { ...rest, then: then(next) } : rest;
      }
      case 'sequence':
        return {
          type: 'sequence',
          actions: action.actions.map((a, i) => loadAction(a, `${path}.actions[${i}]`, into)),
        };
      case 'modal':
        return { ...action, body: action.body.map((node, i) => loadNode(node, `${path}.body[${i}]`)) };
      default:
        return action;
    }
  };
  const loadNode = (node: WidgetNode, path: string): LoadedNode => {
    const nodeProblems: DescriptorProblem[] = [];
    const contract = lookup(node.widget);
    if (!contract) nodeProblems.push({ file, path: `${path}.widget`, message: `unknown widget '${node.widget}'` });
    const bindings = new Map<string, CompiledExpression>();
    for (const [name, value] of Object.entries(node.bind ?? {})) {
      const compiled = rule(value, `${path}.bind.${name}`, nodeProblems);
      if (compiled) bindings.set(name, compiled);
    }
    const props = node.props ?? {};
    if (contract) {
      // Literal props are checked here; bound ones when they are evaluated, so a required prop may come from `bind`
      // (as a whole or, with a path such as `tiles.0.value`, in part).
      const boundProps = new Set([...bindings.keys()].map((name) => name.split('.')[0]));
      const propsProblems = propsCheck(contract.propsSchema)(props, `${path}.props`).filter(
        (problem) => !(problem.keyword === 'required' && boundProps.has(problem.missingProperty ?? '')),
      );
      nodeProblems.push(...propsProblems.map(({ path: at, message }) => ({ file, path: at, message })));
    }
    const rowRules = new Map<string, CompiledExpression>();
    for (const name of contract?.rowRules ?? []) {
      const compiled = rule(getPath(props, name), `${path}.props.${name}`, nodeProblems, rowRoots);
      if (compiled) rowRules.set(name, compiled);
    }
    const loaded: LoadedNode = {
      path,
      widget: node.widget,
      id: node.id,
      props,
      bindings,
      ...(rowRules.size > 0 && { rowRules }),
      visible: rule(node.visible, `${path}.visible`, nodeProblems),
      enabled: rule(node.enabled, `${path}.enabled`, nodeProblems),
      action: node.action ? loadAction(node.action, `${path}.action`, nodeProblems) : undefined,
      children: (node.children ?? []).map((child, i) => loadNode(child, `${path}.children[${i}]`)),
      problems: nodeProblems,
      roots: new Set(),
    };
    loaded.roots = rootsOf(loaded);
    return loaded;
  };

  const regions: LoadedScreen['regions'] = {};
  for (const region of regionNames) {
    const nodes = descriptor.regions[region];
    if (nodes) regions[region] = nodes.map((node, i) => loadNode(node, `$.regions.${region}[${i}]`));
  }
  return {
    file,
    screen: descriptor.screen,
    variant: descriptor.variant ?? '',
    title: rule(descriptor.title, '$.title', problems),
    back: descriptor.back ? loadAction(descriptor.back, '$.back', problems) : undefined,
    alertOnBack: rule(descriptor.alertOnBack, '$.alertOnBack', problems),
    leaveWhen: rule(descriptor.leaveWhen, '$.leaveWhen', problems),
    leaveError: descriptor.leaveError,
    regions,
    problems,
  };
}

function rootsOf(node: Omit<LoadedNode, 'roots'>): Set<string> {
  const roots = new Set<string>();
  const add = (compiled?: CompiledExpression) => compiled?.roots.forEach((r) => roots.add(r));
  node.bindings.forEach(add);
  add(node.visible);
  add(node.enabled);
  return roots;
}
