// expect: CWE-502 @ 18
// note: plain ServerSocket accepting report jobs as serialized Java objects → ObjectInputStream.readObject
package com.reportfarm.worker;

import java.io.ObjectInputStream;
import java.io.Serializable;
import java.net.ServerSocket;
import java.net.Socket;

public class ReportJobSocketServer {

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(System.getenv().getOrDefault("WORKER_PORT", "7070"));
        try (ServerSocket server = new ServerSocket(port)) {
            while (true) {
                try (Socket socket = server.accept();
                     ObjectInputStream in = new ObjectInputStream(socket.getInputStream())) {
                    ReportJob job = (ReportJob) in.readObject();
                    System.out.println("running report " + job.reportId());
                }
            }
        }
    }

    public record ReportJob(long reportId, String format) implements Serializable {}
}
