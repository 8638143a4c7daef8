// expect: CWE-78 @ 74
// note: RabbitMQ media job: watermark text and output preset from the message are spliced into an ffmpeg command line run through "sh -c" (ProcessBuilder) by FfmpegCommand
package com.vidstream.jobs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class MediaJobWorker {

    private static final Logger log = LoggerFactory.getLogger(MediaJobWorker.class);
    private static final Duration TIMEOUT = Duration.ofMinutes(30);

    private final Path mediaRoot;
    private final FfmpegCommand ffmpeg;
    private final JobStatusRepository statuses;

    public MediaJobWorker(@Value("${vidstream.media-root}") String mediaRoot, FfmpegCommand ffmpeg, JobStatusRepository statuses) {
        this.mediaRoot = Path.of(mediaRoot);
        this.ffmpeg = ffmpeg;
        this.statuses = statuses;
    }

    @RabbitListener(queues = "media.transcode")
    public void onJob(TranscodeJob job) throws IOException, InterruptedException {
        UUID videoId = job.videoId();
        Path input = mediaRoot.resolve("originals").resolve(videoId + ".mp4");
        Path output = mediaRoot.resolve("renditions").resolve(videoId + "-" + System.currentTimeMillis() + ".mp4");
        statuses.update(videoId, "RUNNING");
        Process process = ffmpeg.start(input, output, job.preset(), job.watermark());
        boolean finished = process.waitFor(TIMEOUT.toMinutes(), TimeUnit.MINUTES);
        if (!finished) {
            process.destroyForcibly();
            statuses.update(videoId, "TIMED_OUT");
            return;
        }
        int exit = process.exitValue();
        log.info("transcode of {} finished with exit code {}", videoId, exit);
        statuses.update(videoId, exit == 0 ? "DONE" : "FAILED");
    }

    public record TranscodeJob(UUID videoId, String preset, String watermark) {}

    public interface JobStatusRepository {
        void update(UUID videoId, String status);
    }
}

@Component
class FfmpegCommand {
    private final String binary;

    FfmpegCommand(@Value("${vidstream.ffmpeg:/usr/bin/ffmpeg}") String binary) {
        this.binary = binary;
    }

    Process start(Path input, Path output, String preset, String watermark) throws IOException {
        String filter = "drawtext=text='" + watermark + "':x=10:y=H-th-10:fontcolor=white@0.6";
        String commandLine = binary + " -y -i " + input + " -vf \"" + filter + "\" -preset " + preset.toLowerCase(Locale.ROOT)
                + " -movflags +faststart " + output + " > " + output + ".log 2>&1";
        ProcessBuilder builder = new ProcessBuilder("sh", "-c", commandLine);
        return builder.start();
    }
}
