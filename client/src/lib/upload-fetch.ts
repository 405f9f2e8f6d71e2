/** What a mutation passes in `context.fetchOptions` to hear how much of its upload has been sent. */
export interface UploadProgressOptions {
  onUploadProgress?: (sent: number, total: number) => void;
}

/**
 * fetch for the upload link: an ordinary fetch, except that a request whose options carry
 * `onUploadProgress` goes through XMLHttpRequest, the one browser API that reports upload progress.
 */
export const uploadFetch = (url: string, init: RequestInit & UploadProgressOptions): Promise<Response> => {
  const { onUploadProgress, ...options } = init;
  if (!onUploadProgress) return fetch(url, options);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    new Headers(options.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(options.body as XMLHttpRequestBodyInit);
  });
};
