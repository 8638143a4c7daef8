// expect: CWE-295 @ 13
// note: static helper installs a HostnameVerifier that returns true for every host on HttpsURLConnection
package com.legacyerp.net;

import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;

public final class LegacyHttpsHelper {

    private LegacyHttpsHelper() {}

    public static void relaxHostnames() {
        HostnameVerifier acceptAll = (hostname, session) -> true;
        HttpsURLConnection.setDefaultHostnameVerifier(acceptAll);
    }
}
