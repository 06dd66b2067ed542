// Types for the rule's plain-JavaScript module (eslint.config.js loads it without a build step).
import type { Rule } from 'eslint';

export declare const layeringRule: Rule.RuleModule;
