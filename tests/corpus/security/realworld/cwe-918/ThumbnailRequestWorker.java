// expect: none (CWE-918 safe)
// note: JMS message body is an object key; the URL is the fixed bucket endpoint plus the key validated by regex
package com.photoshare.thumbs;

import jakarta.jms.JMSException;
import jakarta.jms.TextMessage;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

@Component
public class ThumbnailRequestWorker {

    private static final String BUCKET = "https://photoshare-originals.s3.eu-west-1.amazonaws.com/";
    private final Thumbnailer thumbnailer;

    public ThumbnailRequestWorker(Thumbnailer thumbnailer) {
        this.thumbnailer = thumbnailer;
    }

    @JmsListener(destination = "thumbnails.requested")
    public void onRequest(TextMessage message) throws JMSException, IOException {
        String key = message.getText();
        if (!key.matches("originals/[0-9a-f-]{36}\\.(jpg|png)")) {
            return;
        }
        String imageUrl = BUCKET + key;
        try (InputStream in = new URL(imageUrl).openConnection().getInputStream()) {
            thumbnailer.create(in);
        }
    }

    public interface Thumbnailer {
        void create(InputStream original) throws IOException;
    }
}
