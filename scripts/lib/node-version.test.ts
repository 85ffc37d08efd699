import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, projectNodeVersion } from './node-version';

const root = path.resolve(__dirname, '..', '..');
const packageJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { engines: { node: string } };

describe("the project's Node", () => {
  it('is Node 24, and both package.json files require it', () => {
    expect(projectNodeVersion()).toMatch(/^24\.\d+\.\d+$/);
    expect(packageJson('package.json').engines.node).toBe('>=24');
    expect(packageJson('cms/package.json').engines.node).toBe('>=24');
  });

  it('runs these tests (and so the stack and every process it starts)', () => {
    expect(nodeVersionProblem(process.version)).toBeUndefined();
  });

  it('accepts any release of its major', () => {
    expect(nodeVersionProblem('v24.0.0', '24.21.0')).toBeUndefined();
    expect(nodeVersionProblem('v24.30.1', '24.21.0')).toBeUndefined();
  });

  it('names the Node found and how to get the right one', () => {
    for (const found of ['v20.20.2', 'v22.1.0', 'v26.0.0']) {
      const problem = nodeVersionProblem(found, '24.21.0');
      expect(problem).toContain(`Node ${found} found`);
      expect(problem).toContain('runs on Node 24');
      expect(problem).toContain('./npm');
      expect(problem).toContain('Node 24.21.0');
    }
  });
});
