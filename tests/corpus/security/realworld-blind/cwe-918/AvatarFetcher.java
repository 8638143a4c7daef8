// expect: none (CWE-918 safe)
// note: the avatar URL's host must be in an allow-list of CDN hosts and the scheme https, with early exit, before OkHttp fetches it
package com.forum.avatars;

import java.io.IOException;
import java.net.URI;
import java.util.Set;

import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

public class AvatarFetcher {
    private static final Set<String> ALLOWED_HOSTS = Set.of("cdn.gravatar.example", "avatars.githubusercontent.example");

    private final OkHttpClient http = new OkHttpClient();

    public byte[] fetch(String avatarUrl) throws IOException {
        URI uri = URI.create(avatarUrl);
        if (!"https".equals(uri.getScheme()) || !ALLOWED_HOSTS.contains(uri.getHost())) {
            throw new IllegalArgumentException("avatar host not allowed");
        }
        Request request = new Request.Builder().url(uri.toString()).get().build();
        try (Response response = http.newCall(request).execute()) {
            if (!response.isSuccessful() || response.body() == null) {
                return new byte[0];
            }
            return response.body().bytes();
        }
    }
}
