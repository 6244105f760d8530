// Pages the server renders with React but the browser never hydrates (ADR 114). They load one small script,
// `static-page.ts`, instead of React, TanStack Router and Query: the landing page stays far under its 90 KB budget.
// A page belongs here when nothing on it needs React in the browser: links, the language switch and menu, the
// testimonial carousel and the FAQ accordion are all the script enhances. Client-side navigation inside the app still renders these
// routes with React (their lazy route files stay); only the first document load is static.

export const STATIC_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/faq',
  '/privacy-policy',
  '/general-terms-conditions',
  '/legal-notice',
])

export const isStaticPage = (pathname: string) => STATIC_PAGES.has(pathname)
