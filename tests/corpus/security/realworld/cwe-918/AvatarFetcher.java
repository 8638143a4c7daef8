// expect: CWE-918 @ 26
// note: OkHttp Request.Builder().url(..) with a Gravatar-like URL taken from the @RequestParam imageUrl
package com.socialcircle.profile;

import java.io.IOException;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class AvatarFetcher {

    private final OkHttpClient client = new OkHttpClient();
    private final AvatarStore store;

    public AvatarFetcher(AvatarStore store) {
        this.store = store;
    }

    @PostMapping("/me/avatar/import")
    public int importAvatar(@RequestParam String imageUrl, @RequestParam long userId) throws IOException {
        Request request = new Request.Builder()
                .url(imageUrl)
                .header("Accept", "image/*")
                .build();
        try (Response response = client.newCall(request).execute()) {
            byte[] bytes = response.body().bytes();
            store.save(userId, bytes);
            return bytes.length;
        }
    }
}

interface AvatarStore {
    void save(long userId, byte[] image);
}
