// expect: none (CWE-295 safe)
// note: HostnameVerifier delegates to the default verifier and additionally requires our domain
package com.legacyerp.net;

import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;

public final class StrictHostnameHelper {

    private StrictHostnameHelper() {}

    public static void install() {
        HostnameVerifier defaults = HttpsURLConnection.getDefaultHostnameVerifier();
        HostnameVerifier strict = (hostname, session) -> hostname.endsWith(".legacyerp.example") && defaults.verify(hostname, session);
        HttpsURLConnection.setDefaultHostnameVerifier(strict);
    }
}
