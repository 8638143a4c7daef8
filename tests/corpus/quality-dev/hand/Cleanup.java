import java.io.File;

public class Cleanup {

    public static void main(String[] args) {
        File dir = new File(args.length > 0 ? args[0] : "tmp");
        File[] files = dir.listFiles();
        if (files == null) {
            System.out.println("not a directory: " + dir);
            return;
        }
        int deleted = 0;
        for (File f : files) {
            if (f.getName().endsWith(".tmp")) {
                if (f.delete()) {
                    deleted++;
                } else {
                    System.out.println("could not delete " + f);
                }
            }
        }
        System.out.println(deleted + " files deleted");
        return; // expect: QUA-UNNECESSARY-RETURN
    }
}
