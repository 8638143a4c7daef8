// expect: none (CWE-78 safe)
// note: RabbitMQ media job: preset mapped through an enum, watermark written to a temp file read by ffmpeg (textfile=), and ffmpeg started with an argument list (no shell)
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
public class MediaJobProcessor {

    private static final Logger log = LoggerFactory.getLogger(MediaJobProcessor.class);
    private static final Duration TIMEOUT = Duration.ofMinutes(30);

    private final Path mediaRoot;
    private final FfmpegCommand ffmpeg;
    private final JobStatusRepository statuses;

    public MediaJobProcessor(@Value("${vidstream.media-root}") String mediaRoot, FfmpegCommand ffmpeg, JobStatusRepository statuses) {
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
    enum Preset {
        MOBILE("854x480", "1200k"), HD("1280x720", "3000k"), FULL_HD("1920x1080", "6000k");

        final String size;
        final String bitrate;

        Preset(String size, String bitrate) {
            this.size = size;
            this.bitrate = bitrate;
        }
    }

    private final String binary;

    FfmpegCommand(@Value("${vidstream.ffmpeg:/usr/bin/ffmpeg}") String binary) {
        this.binary = binary;
    }

    Process start(Path input, Path output, String preset, String watermark) throws IOException {
        Preset chosen;
        try {
            chosen = Preset.valueOf(preset.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            chosen = Preset.HD;
        }
        Path watermarkFile = Files.createTempFile("watermark", ".txt");
        Files.writeString(watermarkFile, watermark == null ? "" : watermark, StandardCharsets.UTF_8);
        List<String> command = new ArrayList<>(List.of(binary, "-y", "-i", input.toString()));
        command.addAll(List.of("-vf", "drawtext=textfile=" + watermarkFile + ":x=10:y=H-th-10:fontcolor=white@0.6"));
        command.addAll(List.of("-s", chosen.size, "-b:v", chosen.bitrate, "-movflags", "+faststart", output.toString()));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.redirectErrorStream(true).redirectOutput(output.resolveSibling(output.getFileName() + ".log").toFile());
        return builder.start();
    }
}
