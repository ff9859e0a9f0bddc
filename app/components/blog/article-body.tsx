/**
 * The article text, rendered from Markdown at build time and styled by `.prose-article`
 * (app/styles/app.css). The HTML comes only from the owner's files in content/blog.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />
}
