/**
 * A self-signed certificate for `sticker.test` (EC P-256, valid until 2126), only for tests
 * that need a real TLS server on 127.0.0.1. The key protects nothing: it is public here.
 * Made with: openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes
 *   -days 36500 -subj /CN=sticker.test -addext subjectAltName=DNS:sticker.test
 */
export const TEST_TLS_HOST = 'sticker.test';

export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgEEMgBYzh6KzCUKlh
1gY/QWCWJb1VS76DajecEO9nssKhRANCAASiqvxHZ426P1EbHPYZg41g92fzej+s
QPT3xdqH3avgoGZIqliVtgz1hNDIGFbTIAtd21SxMuz4m6hh2jAku2BY
-----END PRIVATE KEY-----
`;

export const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBnjCCAUSgAwIBAgIULihHBP6ora4aLPa4cE3I0bYBFmkwCgYIKoZIzj0EAwIw
FzEVMBMGA1UEAwwMc3RpY2tlci50ZXN0MCAXDTI2MTEyMzEyMTYwMloYDzIxMjYx
MDMwMTIxNjAyWjAXMRUwEwYDVQQDDAxzdGlja2VyLnRlc3QwWTATBgcqhkjOPQIB
BggqhkjOPQMBBwNCAASiqvxHZ426P1EbHPYZg41g92fzej+sQPT3xdqH3avgoGZI
qliVtgz1hNDIGFbTIAtd21SxMuz4m6hh2jAku2BYo2wwajAdBgNVHQ4EFgQUHIoU
dOpQFVdNaklN+xiP35UmGbEwHwYDVR0jBBgwFoAUHIoUdOpQFVdNaklN+xiP35Um
GbEwDwYDVR0TAQH/BAUwAwEB/zAXBgNVHREEEDAOggxzdGlja2VyLnRlc3QwCgYI
KoZIzj0EAwIDSAAwRQIhANy2NJ81nhyLOqI3TnO+gATRQmcWZ/vR/XlmkY+YkgCb
AiAsH9gfLXvgwhVoU3Ht76xD1zQGtebGFs8Hk6sp1MaOCA==
-----END CERTIFICATE-----
`;
