/**
 * The API docs page is Swagger UI's own HTML, outside the app's layout: this script, served with it, puts
 * a link back to the app above it (issue 25). Plain DOM, no framework; the page loads nothing from elsewhere.
 */
export const DOCS_BACK_LINK_SCRIPT = `
(function () {
  var bar = document.createElement('nav')
  bar.setAttribute('aria-label', 'Slidebrief')
  bar.style.cssText = 'padding:12px 20px;border-bottom:1px solid #e2e8f0;font:14px system-ui,sans-serif'
  var link = document.createElement('a')
  link.href = '/api-keys'
  link.textContent = '\\u2190 Back to Slidebrief'
  link.style.cssText = 'color:#4f46e5;font-weight:600;text-decoration:none'
  bar.appendChild(link)
  document.body.insertBefore(bar, document.body.firstChild)
})()
`
