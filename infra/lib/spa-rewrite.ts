/**
 * CloudFront Function (viewer request, default behaviour only) that serves the single-page apps:
 * `/socialrisk` and below → `socialrisk.html` (the public screener's own entry), any other path without
 * a file extension → `index.html`. A rewrite rather than distribution-wide 403/404 error pages, because
 * those would also turn the API's own 403/404 answers into index.html with status 200.
 * Plain ES5.1-style JavaScript: the cloudfront-js runtime runs it as is.
 */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  if (uri === '/socialrisk' || uri.indexOf('/socialrisk/') === 0) {
    request.uri = '/socialrisk.html';
  } else {
    request.uri = '/index.html';
  }
  return request;
}`;
