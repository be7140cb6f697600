import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** Every class-like word in a string literal of the web app's source (tests and cn's own tables aside). */
function classesInSource(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (
        /\.tsx?$/.test(name) &&
        !/\.test\.tsx?$/.test(name) &&
        file !== path.resolve(import.meta.dirname, 'cn.ts')
      )
        files.push(file);
    }
  };
  walk(path.resolve(import.meta.dirname, '..'));
  const words = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\n\\])*)\1/g)) {
      for (const word of literal[2]!.split(/\s+/))
        if (/^[!a-z0-9[\]:\-/.%#()_,=&>*@~+]+$/i.test(word) && /[a-z]/i.test(word)) words.add(word);
    }
  }
  return [...words];
}

describe('cn', () => {
  it('joins conditional classes and lets a later utility of the same kind win', () => {
    expect(cn('px-4 py-2', false, undefined, { 'font-bold': true, italic: false }, ['text-sm'])).toBe(
      'px-4 py-2 font-bold text-sm',
    );
    expect(cn('px-4 py-2', 'px-6')).toBe('py-2 px-6');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('inline-flex h-11', 'hidden sm:flex')).toBe('h-11 hidden sm:flex');
    expect(cn('text-sm text-muted', 'text-danger-ink')).toBe('text-sm text-danger-ink');
    expect(cn('bg-primary hover:bg-primary-hover', 'bg-sand/60')).toBe('hover:bg-primary-hover bg-sand/60');
    expect(cn('size-4', 'w-full')).toBe('size-4 w-full');
    expect(cn('w-full h-4', 'size-5')).toBe('size-5');
    expect(cn('md:hover:px-2', 'hover:md:px-4')).toBe('hover:md:px-4');
    expect(cn('animate-fade-in', 'animate-spin')).toBe('animate-fade-in animate-spin');
  });

  // tailwind-merge stays the reference: on every class the app writes, cn decides as it does.
  it('agrees with tailwind-merge on every pair of classes written in src/web', { timeout: 60_000 }, () => {
    const words = classesInSource();
    expect(words.length).toBeGreaterThan(500);
    const known = words.filter((w) => twMerge(`${w} ${w}`) === w);
    expect(known.length).toBeGreaterThan(400);
    const differ: string[] = [];
    for (const w of words)
      if ((cn(w, w) === w) !== known.includes(w))
        differ.push(`${w}: ${known.includes(w) ? 'unknown to cn' : 'unknown to tailwind-merge'}`);
    for (const a of known) {
      for (const b of known) {
        if (a === b) continue;
        const expected = twMerge(`${a} ${b}`);
        if (cn(a, b) !== expected) differ.push(`'${a} ${b}': cn '${cn(a, b)}', tailwind-merge '${expected}'`);
      }
    }
    expect(differ).toEqual([]);
  });
});
