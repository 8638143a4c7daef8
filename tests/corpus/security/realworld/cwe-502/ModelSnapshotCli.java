// expect: CWE-502 @ 12
// note: CLI argument names a snapshot file that is deserialized with ObjectInputStream.readObject
package tools.ml;

import java.io.FileInputStream;
import java.io.ObjectInputStream;

public class ModelSnapshotCli {

    public static void main(String[] args) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new FileInputStream(args[0]))) {
            Object model = in.readObject();
            System.out.println("snapshot type: " + model.getClass().getName());
        }
    }
}
