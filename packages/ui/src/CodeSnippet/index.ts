export { CodeSnippet, COPIED_MS, type CodeSnippetProps } from './CodeSnippet';
