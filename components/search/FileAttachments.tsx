import { useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslation } from 'next-i18next/pages';
import { formatFileSize } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { acceptAttribute, MAX_FILE_BYTES, MAX_FILES } from '@/lib/domain/file-rules';
import { addFiles } from '@/lib/search/file-choice';

const megabytes = MAX_FILE_BYTES / (1024 * 1024);

/**
 * Files to send with a request (PDF, JPEG, PNG, XLSX; at most 5, 10 MB each): a drop zone with a
 * button, the chosen files with their sizes and a remove button each, and localized messages for
 * files left out. It only chooses: the caller uploads at request time (lib/search/upload-files.ts).
 */
export function FileAttachments({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const full = files.length >= MAX_FILES;

  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const result = addFiles(files, chosen);
    setProblems(result.problems.map((problem) => t(`files.errors.${problem.code}`, { name: problem.name, megabytes, max: MAX_FILES })));
    if (result.files.length !== files.length) onChange(result.files);
  };
  const remove = (index: number) => {
    setProblems([]);
    onChange(files.filter((_, position) => position !== index));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <Box data-testid="file-attachments">
      <Typography component="h3" sx={{ fontWeight: 700, mb: 0.4 }}>
        {t('files.title')}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', bgcolor: dragging ? 'action.hover' : 'transparent', borderRadius: 1, p: 1, textAlign: 'center' }}
      >
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('files.drop')}
        </Typography>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={full} aria-describedby={hintId}>
          {t('files.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={acceptAttribute}
          aria-label={t('files.choose')}
          data-testid="file-input"
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Typography id={hintId} variant="caption" component="p" color="text.secondary" sx={{ mt: 0.4 }}>
          {t('files.hint', { megabytes, max: MAX_FILES })}
        </Typography>
      </Box>
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mt: 0.6 }} role="alert">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      {files.length > 0 && (
        <List dense aria-label={t('files.list')}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${file.size}-${file.lastModified}`}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={t('files.remove', { name: file.name })} onClick={() => remove(index)}>
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlinedIcon />
              </ListItemIcon>
              <ListItemText primary={file.name} secondary={formatFileSize(file.size, locale)} slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
