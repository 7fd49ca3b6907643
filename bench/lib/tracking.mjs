// Sets the business's pixel and measurement ids on a running demo server (as its owner, through the demo outbox's
// sign-in code), so a bench measures a page as a first-time visitor of a business that tracks: the consent banner
// shows and no vendor script loads before consent.
export const benchTrackingIds = {
  ga4_measurement_id: 'G-BENCH12345',
  meta_pixel_id: '1234567890123456',
  snap_pixel_id: '00000000-0000-4000-8000-000000000001',
  tiktok_pixel_id: 'CBENCH1234567890ABCD',
};

export async function configureTracking(origin, ids = benchTrackingIds) {
  const mobile = '500000109'; // the demo owner
  const json = async (path, init) => {
    const res = await fetch(origin + path, {
      ...init,
      headers: { 'content-type': 'application/json', ...init?.headers },
    });
    if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  const post = (path, body, headers) => json(path, { method: 'POST', body: JSON.stringify(body), headers });
  await post('/api/v1/account/send-otp', { mobile_number: mobile, accept_terms: 1 });
  const outbox = await json(`/api/v1/dev/outbox?mobile_number=966${mobile}`);
  const otp = /\b(\d{4})\b/.exec(outbox.data.messages[0].body)[1];
  const { data } = await post('/api/v1/account/verify-otp', { mobile_number: mobile, otp });
  await json('/api/v1/admin/settings/tracking', {
    method: 'PUT',
    body: JSON.stringify(ids),
    headers: { authorization: `Bearer ${data.token}` },
  });
}
