package messaging;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

public class MessageQueueConsumer implements Runnable {
    private static final Logger LOG = Logger.getLogger(MessageQueueConsumer.class.getName());

    private final BlockingQueue<String> queue;
    private final MessageHandler handler;
    private volatile boolean running = true;

    public MessageQueueConsumer(BlockingQueue<String> queue, MessageHandler handler) {
        this.queue = queue;
        this.handler = handler;
    }

    @Override
    public void run() {
        while (running) {
            try {
                String message = queue.poll(1, TimeUnit.SECONDS);
                if (message != null) {
                    handler.handle(message);
                }
            } catch (InterruptedException e) { // expect: QUA-EMPTY-CATCH
            }
        }
        LOG.info("consumer stopped");
    }

    public void stop() {
        running = false;
    }
}

interface MessageHandler {
    void handle(String message);
}
