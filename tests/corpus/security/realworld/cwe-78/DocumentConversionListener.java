// expect: CWE-78 @ 21
// note: JMS message property targetFormat concatenated into a soffice shell command → Runtime.exec(String[]) with sh -c
package com.paperless.convert;

import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import java.io.IOException;
import java.util.Set;

public class DocumentConversionListener implements MessageListener {


    @Override
    public void onMessage(Message message) {
        try {
            long documentId = message.getLongProperty("documentId");
            String targetFormat = message.getStringProperty("targetFormat");
            String source = "/data/docs/" + documentId + ".bin";
            String[] cmd = {"sh", "-c", "soffice --headless --convert-to " + targetFormat + " --outdir /data/out " + source};
            Runtime.getRuntime().exec(cmd).waitFor();
        } catch (JMSException | IOException | InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}
