// multipart/form-data request bodies for inject(): fields as strings, or as files (a Blob part with a file
// name, as a browser sends a picked file). The body and its boundary come from the runtime's own FormData
// encoder, so they are what a real client sends.
export type MultipartField = string | { file: string; filename: string; type?: string };

export async function multipart(
  fields: Record<string, MultipartField | undefined>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.file], { type: value.type ?? 'application/x-pem-file' }),
        value.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? 'multipart/form-data' },
  };
}

/** A body that is valid for a multipart operation, encoded: every string or number property one field. */
export async function multipartOf(body: unknown) {
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      if (v === undefined || v === null) continue;
      fields[k] = typeof v === 'string' ? v : JSON.stringify(v);
    }
  }
  return multipart(fields);
}
