// Assignment 2: formatting helpers
'use strict';

const EMAIL = /^[\w.+-]+@[a-z\d-]+\.[a-z]{2,}$/i;
const SLASHES = /\/+/g;

/**
 * Builds a greeting line.
 * @param {string} name
 */
function greet(name, score) {
  const line = `Hello ${name}, you scored ${score * 100 / 120}%`;
  const nested = `${name}: ${score > 50 ? `pass (${score})` : 'fail'}`;
  const multi = `first line
second line with \`backticks\``;
  return line + '\n' + nested + "\t\"q\"" + multi;
}

function check(input) {
  const ratio = input.length / 2 / 3;   // division, not a regex
  if (EMAIL.test(input)) {
    return input.replace(SLASHES, '/').split(/,\s*/);
  }
  /* a block comment */
  return String.raw`C:\temp\${input}` + ratio;
}

console.log(greet('Ann', 97), check('a/b//c'));
