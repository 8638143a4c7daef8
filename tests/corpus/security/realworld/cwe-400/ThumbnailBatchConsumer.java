// expect: none (CWE-400 safe)
// note: count, width and height capped with Math.min against fixed maxima before allocating
package com.photoshare.batch;

import java.awt.image.BufferedImage;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class ThumbnailBatchConsumer {

    private static final int MAX_FRAMES = 64;
    private static final int MAX_SIDE = 1024;

    @KafkaListener(topics = "thumbnails.batch.v2")
    public void onBatch(ThumbnailBatchListener.BatchRequest request) {
        int count = Math.max(0, Math.min(request.count(), MAX_FRAMES));
        int w = Math.max(1, Math.min(request.width(), MAX_SIDE));
        int h = Math.max(1, Math.min(request.height(), MAX_SIDE));
        BufferedImage[] frames = new BufferedImage[count];
        for (int i = 0; i < frames.length; i++) {
            frames[i] = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        }
        System.out.println("prepared " + frames.length + " frames");
    }
}
