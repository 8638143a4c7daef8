// expect: none (CWE-918 safe)
// note: OkHttp URL built with HttpUrl.Builder on the fixed gravatar host; user data only as an MD5 path segment of the email
package com.socialcircle.profile;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

public class GravatarImporter {

    private final OkHttpClient client = new OkHttpClient();

    public byte[] fetch(String email) throws IOException, NoSuchAlgorithmException {
        byte[] digest = MessageDigest.getInstance("MD5").digest(email.trim().toLowerCase().getBytes(StandardCharsets.UTF_8));
        String hash = String.format("%032x", new BigInteger(1, digest));
        HttpUrl url = new HttpUrl.Builder().scheme("https").host("www.gravatar.com")
                .addPathSegment("avatar").addPathSegment(hash).addQueryParameter("s", "256").build();
        Request request = new Request.Builder().url(url).build();
        try (Response response = client.newCall(request).execute()) {
            return response.body().bytes();
        }
    }
}
