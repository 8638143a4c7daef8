// expect: none (CWE-400 safe)
// note: requested batch size is capped with Math.min(size, MAX_BATCH) before the buffer list is allocated and filled
package com.gallery.thumbs;

import java.util.ArrayList;
import java.util.List;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ThumbnailBatchController {
    private static final int MAX_BATCH = 100;

    private final ThumbnailRepository thumbnails;

    public ThumbnailBatchController(ThumbnailRepository thumbnails) {
        this.thumbnails = thumbnails;
    }

    @GetMapping("/albums/thumbnails")
    public List<byte[]> batch(@RequestParam long albumId, @RequestParam(defaultValue = "20") int size) {
        int limit = Math.max(0, Math.min(size, MAX_BATCH));
        List<byte[]> result = new ArrayList<>(limit);
        for (int i = 0; i < limit; i++) {
            result.add(thumbnails.thumbnail(albumId, i));
        }
        return result;
    }
}

interface ThumbnailRepository {
    byte[] thumbnail(long albumId, int index);
}
